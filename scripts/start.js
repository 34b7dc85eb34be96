// `npm start`: builds when there is no build yet, then runs the production server.
import './require-node.js';
import { pathToFileURL } from 'node:url';
import { ensureBuild, serverEntry } from './ensure-build.js';

await ensureBuild();
await import(pathToFileURL(serverEntry).href);
