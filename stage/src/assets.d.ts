/** Vite asset imports used by the stage. */
declare module '*.wav?url' {
  const url: string;
  export default url;
}
