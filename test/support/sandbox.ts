// Whether bubblewrap works on this machine (.ci/run installs it where it can). Tests that
// need it use it.skipIf(!hasBwrap), so a machine without it shows them as skipped.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { whichOnPath } from "../../src/tools/catalog.js";
import { detectSandbox } from "../../src/tools/sandbox.js";

export const hasBwrap = detectSandbox(whichOnPath(process.env.PATH)).kind === "bwrap";

/** Live processes (not zombies) whose command line contains `token`: found from outside any sandbox. */
export function processesWith(token: string): number[] {
  const out: number[] = [];
  for (const p of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(p) || Number(p) === process.pid) continue;
    try {
      if (!fs.readFileSync(`/proc/${p}/cmdline`, "utf8").includes(token)) continue;
      if (/^\d+ \(.*\) Z /.test(fs.readFileSync(`/proc/${p}/stat`, "utf8"))) continue;
      out.push(Number(p));
    } catch {
      // gone
    }
  }
  return out;
}

/** A PATH folder with the programs the fixture skills run (python3, sh, setsid) and no bwrap: a machine without bubblewrap. */
export function pathWithoutBwrap(): string {
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), "path-"));
  for (const b of ["python3", "sh", "setsid"]) {
    const real = ["/usr/bin", "/bin"].map((d) => path.join(d, b)).find((p) => fs.existsSync(p));
    if (real) fs.symlinkSync(real, path.join(bin, b));
  }
  return bin;
}
