// Apply the saved theme before first paint (dark by default) so the page never flashes.
// A blocking script in <head>, in its own file because the Content-Security-Policy allows no inline script.
try {
  if (localStorage.getItem('theme') === 'light') document.documentElement.classList.remove('dark')
} catch {}
