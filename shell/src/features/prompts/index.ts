export { PromptsHost } from './PromptsHost';
export { useSwitchUser } from './switch-user';
