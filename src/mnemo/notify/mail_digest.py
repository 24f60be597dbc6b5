"""Mailing the weekly digest over SMTP (``mnemo digest --send``): one message with a text/plain and a
text/html part, to every recipient at once.

Connection: TLS from the start with ``ssl`` (port 465), else plain SMTP upgraded with STARTTLS when
``starttls`` is set and the server offers it. A password is never sent over an unencrypted connection: when
a login is configured and the server offers no STARTTLS the send is refused, naming the fix. Login only
when a username is set (a local relay takes mail without one).

Every failure becomes one ``ProviderError`` saying what the server did and which setting fixes it (the
password never appears). A server that takes the message for some recipients and refuses others is reported
too: nothing is half-sent silently.
"""

from __future__ import annotations

import smtplib
import socket
import ssl as _ssl
from collections.abc import Sequence
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import formatdate, make_msgid

from mnemo.errors import InvalidInput, ProviderError


@dataclass(frozen=True)
class MailServer:
    host: str
    port: int = 587
    username: str | None = None
    password: str | None = None
    starttls: bool = True
    ssl: bool = False
    timeout: float = 20.0

    @property
    def where(self) -> str:
        return f"{self.host}:{self.port}"


def build_message(*, sender: str, to: Sequence[str], subject: str, text: str, html: str) -> EmailMessage:
    """A multipart/alternative message: the text part first, the HTML part (what clients show) last."""
    msg = EmailMessage()
    msg["Subject"] = subject
    msg["From"] = sender
    msg["To"] = ", ".join(to)
    msg["Date"] = formatdate(localtime=False, usegmt=True)
    msg["Message-ID"] = make_msgid(domain=sender.rpartition("@")[2] or None)
    msg.set_content(text, subtype="plain", charset="utf-8")
    msg.add_alternative(html, subtype="html", charset="utf-8")
    return msg


def _connect(server: MailServer) -> smtplib.SMTP:
    context = _ssl.create_default_context()
    try:
        if server.ssl:
            return smtplib.SMTP_SSL(server.host, server.port, timeout=server.timeout, context=context)
        return smtplib.SMTP(server.host, server.port, timeout=server.timeout)
    except ConnectionRefusedError:
        raise ProviderError(f"The SMTP server at {server.where} refused the connection",
                            "Check MNEMO_SMTP_HOST and MNEMO_SMTP_PORT, and that the mail server is running "
                            "(587 for STARTTLS, 465 for TLS, 25 for a local relay)") from None
    except socket.gaierror:
        raise ProviderError(f"The SMTP host {server.host!r} could not be resolved",
                            "Check MNEMO_SMTP_HOST (a host name or address) and the network") from None
    except (TimeoutError, socket.timeout):
        raise ProviderError(f"The SMTP server at {server.where} did not answer within {server.timeout:g}s",
                            "Check MNEMO_SMTP_HOST / MNEMO_SMTP_PORT and that a firewall lets the port through")\
            from None
    except _ssl.SSLError as exc:
        raise ProviderError(f"The TLS handshake with {server.where} failed ({exc.reason or exc})",
                            "Port 465 speaks TLS from the start; for port 587 or 25 leave ssl off and use "
                            "STARTTLS (MNEMO_SMTP_STARTTLS=true)") from None
    except (OSError, smtplib.SMTPException) as exc:
        raise ProviderError(f"Could not connect to the SMTP server at {server.where}: {type(exc).__name__}: {exc}",
                            "Check MNEMO_SMTP_HOST and MNEMO_SMTP_PORT") from None


def _secure_and_login(smtp: smtplib.SMTP, server: MailServer) -> None:
    smtp.ehlo()
    if not server.ssl and server.starttls and smtp.has_extn("starttls"):
        try:
            smtp.starttls(context=_ssl.create_default_context())
        except _ssl.SSLError as exc:
            raise ProviderError(f"STARTTLS with {server.where} failed ({exc.reason or exc})",
                                "Check the server's certificate, or the host name in MNEMO_SMTP_HOST (it must "
                                "match the certificate)") from None
        smtp.ehlo()
        secure = True
    else:
        secure = server.ssl
    if not server.username:
        return
    if not secure:
        raise ProviderError(f"The SMTP server at {server.where} offers no encryption, and the password is not "
                            "sent in the clear" + ("" if server.starttls else " (STARTTLS is turned off)"),
                            "Use the server's STARTTLS port (587) with MNEMO_SMTP_STARTTLS=true, or its TLS port "
                            "(465), or unset MNEMO_SMTP_USERNAME for a relay that needs no login")
    try:
        smtp.login(server.username, server.password or "")
    except smtplib.SMTPAuthenticationError as exc:
        raise ProviderError(f"The SMTP server at {server.where} refused the login for {server.username!r} "
                            f"({exc.smtp_code} {_said(exc.smtp_error)})",
                            "Check MNEMO_SMTP_USERNAME and MNEMO_SMTP_PASSWORD (an app password where the "
                            "provider asks for one)") from None
    except smtplib.SMTPNotSupportedError:
        raise ProviderError(f"The SMTP server at {server.where} offers no login (AUTH)",
                            "Unset MNEMO_SMTP_USERNAME for a relay that needs no login, or use the server's "
                            "submission port (587)") from None


def _said(raw: bytes | str) -> str:
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else str(raw)
    return " ".join(text.split())[:200]


def send_mail(server: MailServer, *, sender: str, to: Sequence[str], subject: str, text: str,
              html: str) -> list[str]:
    """Mail ``text`` and ``html`` as one message to ``to``; the recipients the server accepted (all of them,
    or a ``ProviderError``)."""
    recipients = [a.strip() for a in to if a and a.strip()]
    if not recipients:
        raise InvalidInput("No recipients for the digest", "Set MNEMO_SMTP_TO (comma-separated addresses)")
    msg = build_message(sender=sender, to=recipients, subject=subject, text=text, html=html)
    smtp = _connect(server)
    try:
        _secure_and_login(smtp, server)
        try:
            refused = smtp.send_message(msg, from_addr=sender, to_addrs=recipients)
        except smtplib.SMTPRecipientsRefused as exc:
            raise ProviderError(f"The SMTP server at {server.where} refused every recipient "
                                f"({', '.join(exc.recipients)})",
                                "Check MNEMO_SMTP_TO, and that the server relays mail for MNEMO_SMTP_FROM") from None
        except smtplib.SMTPSenderRefused as exc:
            raise ProviderError(f"The SMTP server at {server.where} refused the sender {sender!r} "
                                f"({exc.smtp_code} {_said(exc.smtp_error)})",
                                "Set MNEMO_SMTP_FROM to an address the server lets you send from") from None
        except smtplib.SMTPDataError as exc:
            raise ProviderError(f"The SMTP server at {server.where} refused the message "
                                f"({exc.smtp_code} {_said(exc.smtp_error)})",
                                "See the server's answer; try again later if it is temporary") from None
        if refused:
            sent = [a for a in recipients if a not in refused]
            raise ProviderError(f"The digest was mailed to {', '.join(sent)} but the SMTP server refused "
                                f"{', '.join(refused)}", "Check those addresses in MNEMO_SMTP_TO")
        return recipients
    except smtplib.SMTPServerDisconnected:
        raise ProviderError(f"The SMTP server at {server.where} closed the connection",
                            "Check MNEMO_SMTP_PORT (465 needs TLS from the start: ssl) and try again") from None
    except (TimeoutError, socket.timeout):
        raise ProviderError(f"The SMTP server at {server.where} stopped answering",
                            "Try again later") from None
    except (smtplib.SMTPException, OSError) as exc:
        raise ProviderError(f"Mailing through {server.where} failed: {type(exc).__name__}: {_said(str(exc))}",
                            "Check the MNEMO_SMTP_* settings and try again") from None
    finally:
        try:
            smtp.quit()
        except (smtplib.SMTPException, OSError):
            smtp.close()
