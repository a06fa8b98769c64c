export { toCsv } from './csv.js';
export { FEED_COLUMNS } from './feed-formats.js';
export { portfolioDataPlugin } from './portfolio-data.plugin.js';
export { latestValuationDateOf } from './portfolio-data.repository.js';
export { importPortfolioFile } from './portfolio-import.service.js';
