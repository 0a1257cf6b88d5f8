export interface ToolingApp {
  name: string;
  dir: string;
  port: number;
}
export interface RemoteToolingApp extends ToolingApp {
  entryPath: string;
  /** Its standalone page may use camera and microphone. */
  media?: boolean;
}
export declare const SHELL_APP: ToolingApp;
export declare const REMOTE_APPS: RemoteToolingApp[];
export declare const ALL_APPS: ToolingApp[];
