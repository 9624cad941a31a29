// The public exports of this area, re-exported by src/index.ts. An explicit list of names.
export {};
