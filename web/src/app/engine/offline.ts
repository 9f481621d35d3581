// Offline use: the service worker (public/sw.js) keeps the shell and the play engine at
// install; once the page is ready it is asked to keep the full engine too (LP, Watch, GA
// rating), so those views work offline after one visit, opened or not. Skipped when the
// browser asks to save data: then they are kept the first time they are used online. A keep
// cut short by the network going away is asked again when it is back.
// <html data-offline> says how far it got: 'registered', then 'full'.

export function keepOffline(onError: (message: string) => void) {
  if (!('serviceWorker' in navigator)) return;
  const root = document.documentElement;
  navigator.serviceWorker.register('./sw.js').then(
    () => (root.dataset.offline = 'registered'),
    (e: unknown) => onError(`offline use unavailable: ${e instanceof Error ? e.message : e}`),
  );
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  void navigator.serviceWorker.ready.then((reg) => {
    let kept = false;
    let asking = false;
    let retries = 0;
    const keep = () => {
      asking = true;
      const channel = new MessageChannel();
      channel.port1.onmessage = (e) => {
        channel.port1.close();
        asking = false;
        if (e.data === true) {
          kept = true;
          root.dataset.offline = 'full';
        } else if (navigator.onLine && retries < 5) {
          // Cut short while the page is online: the network came back before this answer did (its
          // 'online' event found this keep still asking), or the service worker's own fetches
          // still failed just after the page saw 'online'. Again after a growing pause (0.5, 1,
          // 2, 4, 8 s); offline, the next 'online' asks again.
          setTimeout(
            () => {
              if (!kept && !asking) keep();
            },
            500 * 2 ** retries++,
          );
        }
      };
      reg.active?.postMessage('keep-lazy', [channel.port2]);
    };
    // Cut short (the network went away mid-download): again when it is back, so Watch and LP
    // still work offline after this visit, opened or not, with no reload.
    window.addEventListener('online', () => {
      if (kept || asking) return;
      retries = 0;
      keep();
    });
    keep();
  });
}
