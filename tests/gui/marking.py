"""A translator that marks each text of one context it is asked for, so a test sees which
stored English a form read (and so has words for in the GM's language)."""

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QTranslator


class Marking(QTranslator):
    """Translates each source of `context` to "<source>"; leaves every other context alone."""

    def __init__(self, context: str = "UndoNames") -> None:
        super().__init__()
        self.context = context

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        if context == self.context:
            return f"<{source}>"
        return None  # type: ignore[return-value]  # null, not empty: Qt keeps the source

    def isEmpty(self) -> bool:
        return False


@contextmanager
def marking(context: str) -> Iterator[None]:
    """The texts of `context` marked while the block runs."""
    translator = Marking(context)
    QCoreApplication.installTranslator(translator)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)
