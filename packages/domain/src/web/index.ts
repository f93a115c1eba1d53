export { isCrawler } from './crawler.js';
