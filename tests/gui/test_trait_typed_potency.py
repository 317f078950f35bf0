"""A trait typed as "Dense fog 2" on the trait board is "Dense fog" at potency 2."""

import pytest
from pytestqt.qtbot import QtBot

from gmscreen.model.session import Session
from gmscreen.model.state import Trait
from tests.gui.test_traits import answer_dialog
from tests.gui.test_traits import labels
from tests.gui.test_traits import make_panel


def test_dense_fog_2_becomes_dense_fog_at_potency_2(
    qtbot: QtBot, session: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel, _bridge = make_panel(qtbot, session)
    answer_dialog(monkeypatch, name="Dense fog 2")
    panel.add()
    [fog] = [t for t in session.state.of(Trait) if t.name.startswith("Dense fog")]
    assert (fog.name, fog.potency) == ("Dense fog", 2)
    assert "Dense fog 2" in labels(panel)
    assert "Dense fog 2 2" not in labels(panel)
