"""``ProgressActions``: the learner's progress as a whole: the report for a teacher, and forgetting it.

The Learn panel owns one (``LearnPanel.progress_actions``); its strings keep the ``LearnPanel`` translation context.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from .progress import progress_report
from .view import LearnView


class ProgressActions(QObject):
    """The learner's progress as a whole: the report for a teacher, and forgetting it."""

    def __init__(self, panel: LearnView, widget: QWidget) -> None:
        """``widget``: the panel as a widget (the parent: the part lives and dies with the panel; its dialogs'
        parent too)."""
        super().__init__(widget)
        self.panel = panel
        self.widget = widget

    @Slot()
    def choose_report(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self.widget, QCoreApplication.translate("LearnPanel", "Export a progress report"), "learn-report.txt",
            QCoreApplication.translate("LearnPanel", "Text (*.txt)"))
        if path:
            self.export_report(path)

    def export_report(self, path: str) -> bool:
        """Write the progress report to ``path``; a file that cannot be written is said in the panel."""
        text = progress_report(self.panel.model.lessons, self.panel.progress, when=date.today().isoformat())
        try:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        except OSError as e:
            self.panel.feedback.setStyleSheet("color: #b00020;")
            self.panel.feedback.setText(QCoreApplication.translate(
                "LearnPanel", "Cannot write the report to {0}: {1}").format(path, e.strerror or e))
            return False
        self.panel.feedback.setStyleSheet("color: #37474f;")
        self.panel.feedback.setText(QCoreApplication.translate("LearnPanel", "Report saved to {0}.").format(path))
        return True

    @Slot()
    def reset_progress(self) -> None:
        answer = QMessageBox.question(
            self.widget, QCoreApplication.translate("LearnPanel", "Reset progress"),
            QCoreApplication.translate("LearnPanel", "Forget which tasks are done, in every lesson?"))
        if answer != QMessageBox.StandardButton.Yes:
            return
        self.panel.progress.reset()
        self.panel.model.refresh()
        if self.panel.lesson is not None:
            self.panel.show_task(self.panel.task_index)
