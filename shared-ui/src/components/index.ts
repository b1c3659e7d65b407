/** Design-system components (owned by the shell work: layouts' building blocks, theme, widgets of SPEC §2.12). */
export {};
