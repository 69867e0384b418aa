import { createRoot } from 'react-dom/client';
import { PopupApp } from './popup-app';
import './popup.css';

createRoot(document.getElementById('root')!).render(<PopupApp />);
