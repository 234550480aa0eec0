// The playground page: mounts the playground with the browser's storage and address bar.
import '@2048kit/element';
import { mountPlayground } from './playground.ts';
import './styles.css';

const app = document.getElementById('app')!;

let storage: Storage | null = null;
try {
  storage = window.localStorage;
} catch {
  // storage disabled (private mode, file:// in some browsers): the page works, nothing is kept
}

const playground = mountPlayground(app, {
  storage,
  location: window.location,
  replaceUrl: (url) => history.replaceState(null, '', url),
  galleryHref: '../',
});

// A share link pasted into this tab's address bar only changes the hash: open it.
window.addEventListener('hashchange', () => playground.openHash(window.location.hash));
