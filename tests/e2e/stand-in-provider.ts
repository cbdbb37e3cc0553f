// A stand-in for the form provider's widget script, served from the test's own server: it
// exposes the same `Tally.openPopup` and shows a dialog naming the form it was asked for, with a
// Send button that calls the popup's `onSubmit` as Tally does once a form is sent.
import { createServer } from 'node:http'
import { ports } from './servers.ts'

const script = `window.Tally = {
  openPopup(formId, options) {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'Stand-in quote form');
    dialog.dataset.formId = formId;
    dialog.dataset.language = (options && options.hiddenFields && options.hiddenFields.language) || '';
    dialog.dataset.hiddenFields = JSON.stringify((options && options.hiddenFields) || {});
    dialog.textContent = 'Stand-in form ' + formId;
    const send = document.createElement('button');
    send.type = 'button';
    send.textContent = 'Send';
    send.onclick = () => {
      dialog.remove();
      if (options && options.onSubmit) options.onSubmit({ id: 'stand-in-response' });
    };
    dialog.append(send);
    document.body.append(dialog);
  },
  loadEmbeds() {},
};`

createServer((request, response) => {
  if (request.url === '/embed.js') {
    response.writeHead(200, { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*' })
    response.end(script)
  } else if (request.url === '/health') {
    response.end('ok')
  } else {
    response.writeHead(404).end()
  }
}).listen(ports.provider, '127.0.0.1')
