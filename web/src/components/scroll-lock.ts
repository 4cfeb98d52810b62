/**
 * Body scroll lock shared by the preloader and the mobile menu. Counted, so the preloader ending
 * does not unlock the page under a menu that is still open (and the other way round).
 */
let holders = 0;

export function lockScroll(): () => void {
  holders += 1;
  document.body.classList.add('scroll-locked');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders <= 0) {
      holders = 0;
      document.body.classList.remove('scroll-locked');
    }
  };
}
