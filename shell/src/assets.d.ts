declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.css';
