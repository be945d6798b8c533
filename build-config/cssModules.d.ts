// `import styles from './PinCard.module.css'`: a CSS module's local class names → the scoped class
// names the build gives them (build-config/cssModuleNames.js).
declare module '*.module.css' {
  const classNames: { readonly [localName: string]: string };
  export default classNames;
}
