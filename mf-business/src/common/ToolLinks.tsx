// A page's tools as a list of links (the manager's column, a hierarchy's row), the current one marked
// for assistive technology and filled.

import styles from './ToolLinks.module.css';

export interface ToolLinksProps<T extends string> {
  tools: readonly { tool: T; label: string }[];
  hrefOf: (tool: T) => string;
  /** 'page': this tool's screen; 'true': a screen that is part of this tool. */
  currentOf: (tool: T) => 'page' | 'true' | undefined;
  className: string | undefined;
}

export function ToolLinks<T extends string>({ tools, hrefOf, currentOf, className }: ToolLinksProps<T>) {
  return (
    <ul className={className}>
      {tools.map(({ tool, label }) => (
        <li key={tool}>
          <a className={styles.link} href={hrefOf(tool)} aria-current={currentOf(tool)}>
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
