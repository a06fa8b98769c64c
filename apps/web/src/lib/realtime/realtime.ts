import { useEffect, useRef } from 'react';
import { apiUrl } from '../api-client';
import { RealtimeConnection, type ChannelListener } from './realtime-connection';

/** ws://host/api/realtime/ (wss on https), next to the API whatever origin serves it. */
export function realtimeUrl(): string {
  return apiUrl('/realtime/').replace(/^http/, 'ws');
}

let tokenSource: () => Promise<string> = () => Promise.reject(new Error('No realtime token source yet.'));

/**
 * The tab's one realtime socket (a module, like the session: one per tab by construction), shared
 * by every feature that follows a channel. The signed-in frame starts and stops it.
 */
export const realtime = new RealtimeConnection({ url: realtimeUrl(), getToken: () => tokenSource() });

/**
 * Keeps the socket up while `enabled` (a signed-in page whose profile loaded). The token call is
 * passed in: it is an API operation of a feature, and lib knows no feature.
 */
export function useRealtimeConnection(enabled: boolean, getToken: () => Promise<string>): void {
  useEffect(() => {
    tokenSource = getToken;
  }, [getToken]);
  useEffect(() => {
    if (!enabled) return;
    realtime.start();
    return () => realtime.stop();
  }, [enabled]);
}

/** Follows `channel` (null: nothing) for as long as the component is mounted. */
export function useRealtimeChannel(channel: string | null, listener: ChannelListener): void {
  const listenerRef = useRef(listener);
  useEffect(() => {
    listenerRef.current = listener;
  }, [listener]);
  useEffect(() => {
    if (!channel) return;
    return realtime.subscribe(channel, {
      onMessage: (data) => listenerRef.current.onMessage(data),
      onResync: () => listenerRef.current.onResync?.(),
    });
  }, [channel]);
}
