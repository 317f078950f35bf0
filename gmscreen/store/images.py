"""Images stored once, by content hash, shared by the maps, the action log and the snapshots.

The `image` table holds each image's bytes under its SHA-256. A map's row keeps the 32-byte
digest in its `background` column; the action log and the snapshots, which hold records as
JSON, keep `{"sha256": "<hex>"}` where a record's image would be `{"base64": …}`. A 31 MB map
dropped, undone and snapshotted twenty times is therefore 31 MB in the file, not 72 MB per drop.
Images are never deleted while something may still point at them (undo can bring an old
background back); a file only grows by images the GM actually used.
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Iterable
from typing import Any

from sqlalchemy import Connection
from sqlalchemy import bindparam
from sqlalchemy import select
from sqlalchemy import text

from gmscreen.model.state import JsonDict

BASE64_KEY = "base64"
HASH_KEY = "sha256"
DIGEST_SIZE = 32
_INSERT = text("INSERT OR IGNORE INTO image (hash, data) VALUES (:hash, :data)")


def store_image(connection: Connection, data: bytes) -> bytes:
    """Keep `data` in the image table (once) and return its digest."""
    digest = hashlib.sha256(data).digest()
    connection.execute(_INSERT, {"hash": digest, "data": data})
    return digest


def load_images(connection: Connection, digests: Iterable[bytes]) -> dict[bytes, bytes]:
    """The images with these digests, by digest."""
    from gmscreen.store.repository import IMAGE

    wanted = sorted(set(digests))
    if not wanted:
        return {}
    statement = select(IMAGE.c.hash, IMAGE.c.data).where(
        IMAGE.c.hash.in_(bindparam("hashes", expanding=True))
    )
    return {bytes(h): bytes(d) for h, d in connection.execute(statement, {"hashes": wanted})}


def stash_json(connection: Connection, value: Any) -> Any:
    """`value` (records as JSON) with every inline image moved to the image table."""
    if isinstance(value, dict):
        inline = value.get(BASE64_KEY)
        if len(value) == 1 and isinstance(inline, str):
            digest = store_image(connection, base64.b64decode(inline))
            return {HASH_KEY: digest.hex()}
        return {key: stash_json(connection, item) for key, item in value.items()}
    if isinstance(value, list):
        return [stash_json(connection, item) for item in value]
    return value


def unstash_json(connection: Connection, value: Any) -> Any:
    """`value` with every image reference replaced by the image itself (as base64)."""
    digests: list[bytes] = []
    _collect(value, digests)
    if not digests:
        return value
    images = load_images(connection, digests)
    return _expand(value, images)


def _collect(value: Any, digests: list[bytes]) -> None:
    if isinstance(value, dict):
        reference = value.get(HASH_KEY)
        if len(value) == 1 and isinstance(reference, str):
            digests.append(bytes.fromhex(reference))
            return
        for item in value.values():
            _collect(item, digests)
    elif isinstance(value, list):
        for item in value:
            _collect(item, digests)


def _expand(value: Any, images: dict[bytes, bytes]) -> Any:
    if isinstance(value, dict):
        reference = value.get(HASH_KEY)
        if len(value) == 1 and isinstance(reference, str):
            data = images.get(bytes.fromhex(reference))
            if data is None:
                raise KeyError(f"image {reference[:12]}… is missing from the file")
            encoded: JsonDict = {BASE64_KEY: base64.b64encode(data).decode("ascii")}
            return encoded
        return {key: _expand(item, images) for key, item in value.items()}
    if isinstance(value, list):
        return [_expand(item, images) for item in value]
    return value
