import { Agent, request } from 'node:http';

export interface HealthAnswers {
  asked: number;
  /** What went wrong with each /healthz that did not answer 200. */
  failures: string[];
}

export interface HealthWatchTiming {
  /** The pause after each answer before the next /healthz. */
  intervalMs: number;
  /** A /healthz without an answer this long counts as not answered. */
  timeoutMs: number;
}

/** Asks /healthz again and again on a connection of its own until stopped: is the sandbox answering? */
export function watchHealth(
  origin: string,
  timing: HealthWatchTiming,
): { stop: () => Promise<HealthAnswers> } {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const failures: string[] = [];
  let asked = 0;
  let running = true;
  const ask = (): Promise<void> =>
    new Promise((resolve) => {
      const outgoing = request(`${origin}/healthz`, { agent, timeout: timing.timeoutMs }, (incoming) => {
        incoming.resume();
        incoming.on('end', () => {
          if (incoming.statusCode !== 200) failures.push(`status ${incoming.statusCode}`);
          resolve();
        });
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timing.timeoutMs} ms`)));
      outgoing.on('error', (error) => {
        failures.push(error.message);
        resolve();
      });
      outgoing.end();
    });
  const loop = (async () => {
    while (running) {
      asked++;
      await ask();
      await new Promise((resolve) => setTimeout(resolve, timing.intervalMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      agent.destroy();
      return { asked, failures };
    },
  };
}
