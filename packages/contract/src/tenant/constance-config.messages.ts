/** The monitoring script's address (spec 1 §7 "may inject a monitoring script"): ours, the documents quote none. */
export const MonitoringScriptMessages = {
  notAnAddress: 'Enter the full address of the script, starting with https://.',
  httpsOnly: 'The monitoring script must be served over https (plain http only from localhost).',
  noCredentials: 'The address cannot carry a user name or password.',
} as const;
