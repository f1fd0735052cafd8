/** One progress line on stderr: `[done/total elapsed] message`. */
let stepsDone = 0;
let stepsTotal = 0;
const started = Date.now();

export function setStepsTotal(total) {
  stepsTotal = total;
}

export function progress(message) {
  const elapsed = Math.round((Date.now() - started) / 1000);
  const line = `[${stepsDone}/${stepsTotal} ${elapsed}s] ${message}`;
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${line}`);
  else process.stderr.write(`${line}\n`);
}

export function step(message) {
  stepsDone += 1;
  progress(message);
}

/** Clears the progress line before the report is printed. */
export function endProgress() {
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
}
