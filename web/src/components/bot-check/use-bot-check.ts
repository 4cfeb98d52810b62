import { useEffect, useRef, useState } from 'react';
import { BotCheckClient, type BotCheckNotice } from './bot-check-client';

export type BotCheck = {
  /** Starts the check in the background: call it when the form is first focused. */
  start: () => void;
  /** The solution for one submission (undefined when the server runs none); waits if needed. */
  take: () => Promise<string | undefined>;
  /** For <BotCheckNotice>: where the widget lives, and what to tell a waiting visitor. */
  view: { host: React.RefObject<HTMLDivElement | null>; notice: BotCheckNotice };
};

/**
 * The bot-check of one form (decision 029). Nothing loads until `start` (the form's first focus)
 * or, with `eager`, until the form is shown: a page whose form nobody touches costs nothing.
 */
export function useBotCheck({ eager = false }: { eager?: boolean } = {}): BotCheck {
  const host = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState<BotCheckNotice>('none');
  const [client] = useState(() => new BotCheckClient(() => host.current, setNotice));
  useEffect(() => {
    if (eager) client.start();
    return () => client.dispose();
  }, [client, eager]);
  return { start: client.start, take: () => client.take(), view: { host, notice } };
}
