/**
 * The first script of a server-rendered page (boot.js's `data-first`, decision 014 addendum):
 * importing react-dom runs React's module code now, in a task of its own. The entry (main.tsx),
 * started one task later, finds React ready instead of initialising it inside its own long
 * evaluation. Nothing else happens here.
 */
import 'react-dom/client';
