export { notificationsPlugin } from './notifications.plugin.js';
export { NotificationsService } from './notifications.service.js';
