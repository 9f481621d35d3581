// Offline use: the service worker (public/sw.js) keeps the shell and the play engine at
// install; once the page is ready it is asked to keep the full engine too (LP, Watch, GA
// rating), so those views work offline after one visit, opened or not. Skipped when the
// browser asks to save data: then they are kept the first time they are used online.
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
    const channel = new MessageChannel();
    channel.port1.onmessage = (e) => {
      if (e.data === true) root.dataset.offline = 'full';
      channel.port1.close();
    };
    reg.active?.postMessage('keep-lazy', [channel.port2]);
  });
}
