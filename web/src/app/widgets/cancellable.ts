// A Run button and its Cancel button: the task runs with its own AbortSignal, Run is disabled
// and Cancel enabled while it runs, and Cancel aborts it.
export function cancellable(
  run: HTMLButtonElement,
  cancel: HTMLButtonElement,
  task: (signal: AbortSignal) => Promise<void>,
): void {
  let controller: AbortController | null = null;
  run.addEventListener('click', async () => {
    const ctl = (controller = new AbortController());
    run.disabled = true;
    cancel.disabled = false;
    try {
      await task(ctl.signal);
    } finally {
      if (controller === ctl) {
        run.disabled = false;
        cancel.disabled = true;
        controller = null;
      }
    }
  });
  cancel.addEventListener('click', () => controller?.abort());
}
