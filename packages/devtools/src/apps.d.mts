export interface ToolingApp {
  name: string;
  dir: string;
  port: number;
}
export declare const SHELL_APP: ToolingApp;
export declare const REMOTE_APPS: ToolingApp[];
export declare const ALL_APPS: ToolingApp[];
