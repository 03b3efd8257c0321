// Trains the learned claim model on the labelled replies (test/fixtures/claims/training.ts)
// and writes its weights into src/pipeline/claim-model.weights.json. Deterministic: the same
// sets give the same file, and a test checks the committed file is what this script writes.
//
//   npm run train:claims
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { claimModelSource } from "../test/fixtures/claims/train.js";

const target = fileURLToPath(new URL("../src/pipeline/claim-model.weights.json", import.meta.url));
const source = claimModelSource();
writeFileSync(target, source);
console.log(`wrote ${target} (${(source.length / 1024).toFixed(0)} KB)`);
