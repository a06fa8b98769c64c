export { activitiesPlugin } from './activities.plugin.js';
export { recentActivities, recordActivity } from './activity-log.js';
