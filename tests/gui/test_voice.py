"""Voice in the real window, with real audio code and the loopback server.

Dictation: a person clicks the microphone button (the recorder's test seam feeds it a WAV
in place of a microphone), sees the level move and the time count, clicks Stop, and finds
the transcript in the message box at the cursor; Esc throws a recording away; no
microphone is one sentence. Read aloud: the reply's action toggles to Stop while the
streamed speech plays (miniaudio's null backend, which keeps real time) and back at the
end; Esc stops it; no audio output is one sentence. Settings → Voice picks the speech
model and voice. Audio clips: a dropped WAV shows its length and goes out as
``input_audio`` to an audio model; another model refuses with the sentence why."""

from __future__ import annotations

import base64
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QProgressBar, QPushButton, QToolButton

from app.audio.devices import NO_MICROPHONE, NO_SPEAKER
from tests.gui.test_main_window import _close, _open
from tests.support.audio_files import assert_recording_uploaded, memo_wav, speak_into_microphone
from tests.support.audio_server import SPEECH, TRANSCRIPTIONS
from tests.support.fake_server import Reply
from tests.support.gui_actions import click_message_action, drop_files

pytestmark = pytest.mark.usefixtures("qasync_loop")


@pytest.fixture
def null_audio(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMETDESK_AUDIO_BACKEND", "null")


def _click(qtbot: Any, button: Any) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_dictate_see_the_level_and_time_stop_and_read_the_transcript(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any, monkeypatch: Any
) -> None:
    speak_into_microphone(monkeypatch, tmp_path, 3.0)
    fake_server.transcript_text = "book a table for two"
    window, controller = _open(qtbot, data_dir, fake_server)
    composer = window.composer
    qtbot.keyClicks(composer, "Please")
    mic = window.composer_frame.findChild(QToolButton, "dictateButton")
    assert mic.accessibleName() == "Dictate"
    _click(qtbot, mic)
    level = window.findChild(QProgressBar, "dictationLevel")
    elapsed = window.findChild(QLabel, "dictationElapsed")
    qtbot.waitUntil(lambda: level is not None and level.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: level.value() > 50, timeout=5000)  # the tone is loud
    qtbot.waitUntil(lambda: elapsed.text() == "0:01", timeout=5000)
    assert mic.accessibleName() == "Stop dictating"
    _click(qtbot, window.findChild(QPushButton, "dictationStop"))
    qtbot.waitUntil(lambda: composer.toPlainText() == "Please book a table for two", timeout=10_000)
    assert not level.isVisible()
    assert_recording_uploaded(fake_server)
    _close(qtbot, controller)


def test_esc_cancels_dictation_and_no_microphone_is_one_sentence(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any, monkeypatch: Any
) -> None:
    speak_into_microphone(monkeypatch, tmp_path, 2.0)
    window, controller = _open(qtbot, data_dir, fake_server)
    composer = window.composer
    composer.setFocus()
    qtbot.keyClick(
        composer,
        Qt.Key.Key_V,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    elapsed = window.findChild(QLabel, "dictationElapsed")
    qtbot.waitUntil(lambda: elapsed is not None and elapsed.isVisible(), timeout=5000)
    qtbot.keyClick(composer, Qt.Key.Key_Escape)
    status = window.statusBar()
    qtbot.waitUntil(lambda: status.currentMessage() == "Dictation cancelled.", timeout=5000)
    assert not elapsed.isVisible() and composer.toPlainText() == ""
    assert not any(r.path == TRANSCRIPTIONS for r in fake_server.requests)  # nothing sent
    # No microphone at all: one sentence, and nothing changes.
    monkeypatch.setenv("COMETDESK_AUDIO_INPUT_FILE", str(tmp_path / "no-such-device.wav"))
    _click(qtbot, window.composer_frame.findChild(QToolButton, "dictateButton"))
    qtbot.waitUntil(lambda: status.currentMessage() == NO_MICROPHONE, timeout=5000)
    assert not elapsed.isVisible()
    _close(qtbot, controller)


def test_read_aloud_toggles_to_stop_and_back_when_playback_ends(
    qtbot: Any, data_dir: Path, fake_server: Any, null_audio: None
) -> None:
    fake_server.enqueue(Reply(text="The capital of France is Paris."))
    fake_server.speech_seconds = 0.8
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000) as finished:
        qtbot.keyClicks(window.composer, "Capital of France?")
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    reply = finished.args[0]
    view = window.transcript
    click_message_action(qtbot, view, reply.id, "read-aloud")

    def button(action: str) -> Any:
        widget = view.widget_of(reply.id)
        return widget.bar.findChild(QToolButton, f"action_{action}") if widget else None

    qtbot.waitUntil(lambda: button("read-aloud-stop") is not None, timeout=5000)
    assert button("read-aloud-stop").accessibleName() == "Stop reading aloud"
    qtbot.waitUntil(lambda: button("read-aloud") is not None, timeout=15_000)  # played out
    body = fake_server.wait_for_path(SPEECH).body
    assert body["input"] == "The capital of France is Paris."
    assert (body["model"], body["voice"]) == ("tts-1", "alloy")
    # Again, and Esc stops it at once.
    fake_server.speech_seconds = 30.0
    click_message_action(qtbot, view, reply.id, "read-aloud")
    qtbot.waitUntil(lambda: button("read-aloud-stop") is not None, timeout=5000)
    qtbot.keyClick(window.composer, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: button("read-aloud") is not None, timeout=5000)
    _close(qtbot, controller)


def test_a_dropped_wav_goes_out_as_input_audio_and_other_models_refuse(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    memo = memo_wav(tmp_path, 2.0)
    fake_server.enqueue(Reply(text="It is a 440 Hz tone."))
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    panel.model_picker.setEditText("gpt-4o-mini")
    assert drop_files(window.composer.viewport(), [memo])
    label = None

    def chip() -> Any:
        nonlocal label
        label = window.findChild(QLabel, "audioClipLabel")
        return label

    qtbot.waitUntil(lambda: chip() is not None, timeout=5000)
    assert label.text() == "♪ memo.wav · 0:02"
    qtbot.keyClicks(window.composer, "What is this sound?")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    status = window.statusBar()
    qtbot.waitUntil(lambda: "does not take audio" in status.currentMessage(), timeout=5000)
    assert status.currentMessage().startswith("gpt-4o-mini does not take audio;")
    assert window.composer.toPlainText() == "What is this sound?"  # nothing lost
    panel.model_picker.setEditText("gpt-4o-audio-preview")
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    request = fake_server.wait_for_path("/v1/chat/completions")
    content = request.body["messages"][-1]["content"]
    assert content[-1] == {
        "type": "input_audio",
        "input_audio": {"data": base64.b64encode(memo.read_bytes()).decode(), "format": "wav"},
    }
    qtbot.waitUntil(lambda: window.findChild(QLabel, "audioClipLabel") is None, timeout=5000)
    sent = window.findChild(QLabel, "sentAudioClip")
    assert sent is not None and sent.text() == "♪ memo.wav · 0:02"
    _close(qtbot, controller)


def test_a_failed_transcription_keeps_the_recording_for_try_again(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any, monkeypatch: Any
) -> None:
    speak_into_microphone(monkeypatch, tmp_path, 1.0)
    fake_server.enqueue(Reply.error(503, "Transcription is busy."), key=TRANSCRIPTIONS)
    window, controller = _open(qtbot, data_dir, fake_server)
    _click(qtbot, window.composer_frame.findChild(QToolButton, "dictateButton"))
    elapsed = window.findChild(QLabel, "dictationElapsed")
    qtbot.waitUntil(lambda: elapsed is not None and elapsed.text() == "0:01", timeout=5000)
    stop = window.findChild(QPushButton, "dictationStop")
    _click(qtbot, stop)
    status = window.statusBar()
    qtbot.waitUntil(lambda: status.currentMessage().startswith("Not transcribed:"), timeout=10_000)
    qtbot.waitUntil(lambda: stop.text() == "Try again" and stop.isVisible(), timeout=5000)
    assert window.findChild(QLabel, "dictationState").text() == "Not transcribed."
    _click(qtbot, stop)
    qtbot.waitUntil(
        lambda: window.composer.toPlainText() == "Hello from the microphone.", timeout=10_000
    )
    first, second = fake_server.audio_uploads
    assert first.data == second.data  # the same recording, sent again
    _close(qtbot, controller)


def test_the_voice_settings_choose_the_speech_voice_and_models(
    qtbot: Any, data_dir: Path, fake_server: Any, null_audio: None
) -> None:
    from PySide6.QtWidgets import QComboBox, QDialogButtonBox

    from app import config

    fake_server.enqueue(Reply(text="Spoken in another voice."))
    fake_server.speech_seconds = 0.3
    window, controller = _open(qtbot, data_dir, fake_server)
    with qtbot.waitSignal(controller.settingsOpened, timeout=5000) as opened:
        qtbot.mouseClick(window.settings_button, Qt.MouseButton.LeftButton)
    dialog = opened.args[0]
    dialog.tabs.setCurrentWidget(dialog.voice)
    voice = dialog.findChild(QComboBox, "speechVoiceInput")
    qtbot.waitUntil(voice.isVisible, timeout=5000)
    assert voice.currentText() == "alloy"
    voice.lineEdit().selectAll()
    qtbot.keyClicks(voice.lineEdit(), "nova")
    model = dialog.findChild(QComboBox, "speechModelInput")
    model.lineEdit().selectAll()
    qtbot.keyClicks(model.lineEdit(), "gpt-4o-mini-tts")
    save = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: config.load_settings(data_dir).speech_voice == "nova", timeout=5000)
    assert config.load_settings(data_dir).speech_model == "gpt-4o-mini-tts"
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000) as finished:
        qtbot.keyClicks(window.composer, "Say something")
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    click_message_action(qtbot, window.transcript, finished.args[0].id, "read-aloud")
    qtbot.waitUntil(lambda: any(r.path == SPEECH for r in fake_server.requests), timeout=5000)
    body = fake_server.wait_for_path(SPEECH).body
    assert (body["model"], body["voice"]) == ("gpt-4o-mini-tts", "nova")
    widget = window.transcript.widget_of(finished.args[0].id)
    qtbot.waitUntil(
        lambda: widget.bar.findChild(QToolButton, "action_read-aloud") is not None, timeout=10_000
    )
    _close(qtbot, controller)


def _jack_plays() -> bool:
    import miniaudio

    try:
        miniaudio.PlaybackDevice(backends=[miniaudio.Backend.JACK]).close()
    except miniaudio.MiniaudioError:
        return False
    return True


def test_no_audio_output_is_one_sentence_and_the_action_comes_back(
    qtbot: Any, data_dir: Path, fake_server: Any, monkeypatch: Any
) -> None:
    if _jack_plays():
        pytest.skip("a JACK server runs here: there is an audio output to play into")
    # No JACK server: the sound system named cannot open an output, as on a machine
    # without speakers or a sound server.
    monkeypatch.setenv("COMETDESK_AUDIO_BACKEND", "jack")
    fake_server.enqueue(Reply(text="Nothing to hear."))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000) as finished:
        qtbot.keyClicks(window.composer, "Speak")
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    reply = finished.args[0]
    click_message_action(qtbot, window.transcript, reply.id, "read-aloud")
    status = window.statusBar()
    qtbot.waitUntil(lambda: status.currentMessage() == NO_SPEAKER, timeout=10_000)
    widget = window.transcript.widget_of(reply.id)
    qtbot.waitUntil(
        lambda: widget.bar.findChild(QToolButton, "action_read-aloud") is not None, timeout=5000
    )
    _close(qtbot, controller)
