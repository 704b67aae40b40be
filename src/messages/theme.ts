// The theme switch's words. Apart from shell.ts because the prerendered landing page's small script
// (src/static-page) carries them, and it must stay a few kilobytes: it cannot take the whole shell's words.

export const switchToTheme = (theme: string) => `Switch to ${theme} theme`
export const lightTheme = 'Light theme'
export const darkTheme = 'Dark theme'
