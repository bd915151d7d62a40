/**
 * Loading into the test page: a classic script (the UMD bundle, a reader that is not a module),
 * and a page in a frame that reports back by postMessage ({ type, ... }) once it has run.
 */
export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

/** Opens `url` in a frame and resolves with its first message of this `type`; the frame goes after. */
export async function frameReport<Report extends { type: string }>(
  url: URL,
  type: Report['type'],
): Promise<Report> {
  const frame = document.createElement('iframe');
  frame.src = url.href;
  const report = new Promise<Report>((resolve) => {
    window.addEventListener('message', function listen(event: MessageEvent<Report>) {
      if (event.data?.type !== type) return;
      window.removeEventListener('message', listen);
      resolve(event.data);
    });
  });
  document.body.append(frame);
  try {
    return await report;
  } finally {
    frame.remove();
  }
}
