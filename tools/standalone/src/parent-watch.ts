/**
 * Calls `onGone` once when the process that started this one exits. `pnpm start` dies on a
 * SIGTERM sent to it alone (what systemd or a process manager sends to the main process) and
 * its shell goes with it, leaving this process to be adopted by init or a subreaper: the
 * parent id changes, and the run must stop as if it had received the signal itself.
 */
export function watchParent(onGone: () => void, intervalMs = 250): () => void {
  const parentPid = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parentPid) {
      clearInterval(timer);
      onGone();
    }
  }, intervalMs);
  // The watch alone never keeps the process running.
  timer.unref();
  return () => clearInterval(timer);
}
