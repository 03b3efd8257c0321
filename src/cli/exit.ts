// Ends a CLI only after what it wrote has left the process (seed 000): `process.exit`
// right after a big write to a pipe drops the tail (stdout to a pipe is asynchronous).
// An empty write's callback runs after every earlier write has been handed to the OS.
function flushed(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => {
    if (stream.destroyed || !stream.writable) return resolve();
    stream.write("", () => resolve());
  });
}

export async function exitWhenFlushed(code: number): Promise<never> {
  await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
  process.exit(code);
}
