export { PromptsHost } from './PromptsHost';
