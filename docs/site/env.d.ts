/// <reference types="vite/client" />

/** The images the Markdown pages show, keyed by their path from docs/ (.storybook/main.ts bundles them). */
declare module 'virtual:doc-images' {
  const images: Readonly<Record<string, string>>;
  export default images;
}
