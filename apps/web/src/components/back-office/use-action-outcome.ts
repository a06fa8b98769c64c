import { useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api-error';

/**
 * What the last action on a queue or its item came to, for `ActionOutcome`. `act` runs an action
 * whose refusal is the page's (in the server's words); an action whose refusal stays on its
 * dialog's form calls `clear` before it and `done` once it is through.
 */
export function useActionOutcome() {
  const [outcome, setOutcome] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The same functions every render: a queue's columns, built once, act through them.
  const actions = useMemo(() => {
    const clear = () => {
      setOutcome(null);
      setRefusal(null);
    };
    const done = (text: string) => {
      setRefusal(null);
      setOutcome(text);
    };
    const refused = (text: string) => {
      setOutcome(null);
      setRefusal(text);
    };
    /** Runs `run`; what it resolves to is said, its refusal shown. */
    const act = async (run: () => Promise<string>) => {
      clear();
      try {
        done(await run());
      } catch (error) {
        refused(errorMessage(error));
      }
    };
    return { clear, done, refused, act };
  }, []);
  return { outcome, refusal, ...actions };
}
