"""Short, stable digests of text, for names that must not change between runs (the socket a
later start finds this one by, the key a saved window layout is kept under).

SHA-256 as hexadecimal, from Qt: hashlib would load OpenSSL on the way to the first paint.
"""

from __future__ import annotations

from PySide6.QtCore import QCryptographicHash


def sha256_hex(text: str, length: int) -> str:
    """The first `length` hexadecimal digits of the SHA-256 of `text` (as UTF-8)."""
    digest = QCryptographicHash.hash(text.encode("utf-8"), QCryptographicHash.Algorithm.Sha256)
    return bytes(digest.toHex().data()).decode("ascii")[:length]
