"""Account access to balances and a payment to ACSC, with requests and PyJWT.

Usage: python3 journey.py <sandbox origin> <sandbox-shop.private.pem>
"""
import sys
import time
from datetime import datetime, timedelta, timezone
from urllib.parse import parse_qs, urlparse

import jwt
import requests

origin, key_file = sys.argv[1], sys.argv[2]
APP_ID = "0b5a3f6e-2c1d-4e8f-9a7b-1c2d3e4f5a60"  # sandbox-shop
CALLBACK = "http://localhost:5173/callback"
OP = {"name": "OP", "country": "FI"}


def api(path, body=None):
    now = int(time.time())
    claims = {"iss": "service.example", "aud": "api.service.example", "iat": now, "exp": now + 600}
    token = jwt.encode(claims, open(key_file).read(), algorithm="RS256", headers={"kid": APP_ID})
    method = "POST" if body is not None else "GET"
    answer = requests.request(method, f"{origin}/api/v1{path}", json=body, headers={"Authorization": f"Bearer {token}"})
    answer.raise_for_status()
    return answer.json()


def psu(url, **decision):
    """The PSU at the sandbox's bank, in one call: the query of where the browser would be sent."""
    answer = requests.post(f"{origin}/control-panel/api/psu", json={"url": url, **decision}, headers={"X-Sandbox-Control": "1"})
    answer.raise_for_status()
    return parse_qs(urlparse(answer.json()["redirect_url"]).query)


valid_until = (datetime.now(timezone.utc) + timedelta(days=30)).isoformat()
auth = api("/auth", {"aspsp": OP, "state": "s1", "access": {"valid_until": valid_until}, "redirect_url": CALLBACK})
code = psu(auth["url"], user="demo", accounts="all", outcome="approve")["code"][0]
session = api("/sessions", {"code": code})
balances = api(f"/accounts/{session['accounts'][0]['uid']}/balances")["balances"]
print("balances:", [balance["balance_type"] for balance in balances])

transfer = {
    "instructed_amount": {"currency": "EUR", "amount": "25.00"},
    "beneficiary": {"creditor": {"name": "Demo Shop Oy"}, "creditor_account": {"scheme_name": "IBAN", "identification": "FI2112345600000785"}},
}
payment = api("/payments", {"payment_type": "SEPA", "psu_type": "personal", "aspsp": OP, "state": "order-42",
                            "payment_request": {"credit_transfer_transaction": [transfer]}, "redirect_url": CALLBACK})
psu(payment["url"], user="demo", outcome="approve")
requests.post(f"{origin}/control-panel/api/clock", json={"advance_seconds": 10}, headers={"X-Sandbox-Control": "1"}).raise_for_status()
status = api(f"/payments/{payment['payment_id']}")["status"]
print("payment:", status)
assert status == "ACSC", status
