declare const __MP_BUILD_LABEL__: string | undefined;

/**
 * The label of this build (`MP_BUILD_LABEL` at build time, packages/mf-config): '' in every
 * deployment. Only the e2e suite sets it, to tell a second build of this remote from the first
 * on screen (e2e/tests/remote-deploy.spec.ts); outside webpack (unit tests) it is ''.
 */
export const BUILD_LABEL: string = typeof __MP_BUILD_LABEL__ === 'string' ? __MP_BUILD_LABEL__ : '';

/** A heading with the build's label after it, when the build has one. */
export function withBuildLabel(heading: string, label: string = BUILD_LABEL): string {
  return label ? `${heading} · ${label}` : heading;
}
