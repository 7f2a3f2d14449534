// The sandbox provider window: HTML without inline scripts (CSP script-src 'self') and its script.
import { formatRupees } from '../../platform/common/money';

export const SHOP_NAME = 'Vadodara Family Fashion';
export const SANDBOX_SCRIPT_PATH = '/payments/sandbox/checkout.js';
export const SANDBOX_PAY_PATH = '/payments/sandbox/pay';

const STYLE = `body{font:15px system-ui,sans-serif;margin:0;background:#f4f4f6;color:#222;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:28px;width:min(360px,90vw);text-align:center}
h1{font-size:18px;margin:0 0 4px}.note{color:#666;font-size:13px;margin:0 0 20px}
.amount{font-size:32px;font-weight:700;margin:8px 0 24px}
.actions{display:flex;gap:12px}button{flex:1;padding:12px;border-radius:8px;font-size:15px;font-weight:600;cursor:pointer;border:1px solid #DC3545}
#pay{background:#DC3545;color:#fff}#fail{background:#fff;color:#DC3545}button:disabled{opacity:.6;cursor:wait}
#status{min-height:20px;margin:16px 0 0;font-size:14px}`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sandboxCheckoutHtml(intent: { providerOrderId: string; amountPaise: number }): string {
  const amount = formatRupees(intent.amountPaise);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${escapeHtml(amount)} · ${SHOP_NAME}</title><style>${STYLE}</style></head>
<body><main data-order="${escapeHtml(intent.providerOrderId)}">
<h1>${SHOP_NAME}</h1><p class="note">Payment sandbox: no money moves. Razorpay replaces this window when keys are configured.</p>
<div class="amount" id="amount">${escapeHtml(amount)}</div>
<div class="actions"><button id="pay" type="button">Pay</button><button id="fail" type="button">Fail</button></div>
<p id="status" role="status" aria-live="polite"></p>
</main><script src="${SANDBOX_SCRIPT_PATH}"></script></body></html>`;
}

export function sandboxNotFoundHtml(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Payment not found · ${SHOP_NAME}</title><style>${STYLE}</style></head>
<body><main><h1>Payment not found</h1><p class="note">This payment link is unknown or has expired. Close this window and try again from the checkout.</p></main></body></html>`;
}

export const SANDBOX_SCRIPT = `(() => {
  const main = document.querySelector('main[data-order]');
  if (!main) return;
  const order = main.getAttribute('data-order');
  const pay = document.getElementById('pay'), fail = document.getElementById('fail'), status = document.getElementById('status');
  function finish(message, text) {
    if (window.opener && !window.opener.closed) {
      window.opener.postMessage(message, location.origin);
      window.close();
    }
    status.textContent = text;
  }
  pay.addEventListener('click', async () => {
    pay.disabled = fail.disabled = true;
    status.textContent = 'Processing…';
    try {
      const res = await fetch(${JSON.stringify(SANDBOX_PAY_PATH)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order }) });
      if (!res.ok) throw new Error('status ' + res.status);
      const body = await res.json();
      finish({ type: 'sandbox-payment', status: 'paid', razorpay_order_id: body.razorpay_order_id, razorpay_payment_id: body.razorpay_payment_id, razorpay_signature: body.razorpay_signature }, 'Payment successful. You can close this window.');
    } catch (e) {
      finish({ type: 'sandbox-payment', status: 'failed', reason: 'The payment could not be completed' }, 'The payment could not be completed.');
    }
  });
  fail.addEventListener('click', () => {
    pay.disabled = fail.disabled = true;
    finish({ type: 'sandbox-payment', status: 'failed', reason: 'Payment declined in the sandbox' }, 'Payment failed. You can close this window.');
  });
})();`;
