"""Plugins at application start: the folder of evaluation files the user chose, and installed packages.

Nothing is loaded from a folder the user did not choose: there is no default folder, only the one
stored (``plugins/folder``) after the user picked it in the Evaluation lab's Plugins tab. Installed
packages' entry points are loaded too: installing a package is the user's choice. Whatever fails is
kept with its error for the Plugins tab; it never stops the application.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings

from engine.plugins import PluginEntry, describe_exception, load_entry_points, load_folder, register, unregister

FOLDER_KEY = "plugins/folder"


class Plugins:
    """What was loaded: from the folder, and from packages. One per application (``PLUGINS``)."""

    def __init__(self) -> None:
        self.folder: str | None = None
        self.folder_entries: list[PluginEntry] = []
        self.package_entries: list[PluginEntry] = []
        self.packages_loaded = False

    @property
    def entries(self) -> list[PluginEntry]:
        return [*self.folder_entries, *self.package_entries]

    def load_packages(self) -> None:
        """The entry points of installed packages, once per run."""
        if not self.packages_loaded:
            self.packages_loaded = True
            try:
                self.package_entries = register(load_entry_points())
            except BaseException as e:  # a last net: the plugins' failures are listed one by one already
                self.package_entries = [PluginEntry(QCoreApplication.translate("Plugins", "installed packages"),
                                                    "evaluation", error=describe_exception(e))]

    def set_folder(self, folder: str | None) -> None:
        """Load the evaluation files of ``folder`` instead of the previous folder's (None: no folder)."""
        unregister(self.folder_entries)
        self.folder_entries = []
        self.folder = folder
        try:
            if folder and Path(folder).is_dir():
                self.folder_entries = register(load_folder(folder))
            elif folder:
                self.folder_entries = [PluginEntry(folder, "evaluation", error=QCoreApplication.translate(
                    "Plugins", "the folder no longer exists"))]
        except BaseException as e:  # a last net: the folder is remembered, so a failure here would recur at every start
            self.folder_entries = [PluginEntry(folder or "", "evaluation", error=describe_exception(e))]

    def reload(self) -> None:
        self.set_folder(self.folder)


PLUGINS = Plugins()


def load_at_start(settings: QSettings) -> Plugins:
    """Called before the main window reads its preferences, so a side set to a plugin's evaluation keeps it."""
    PLUGINS.load_packages()
    folder = settings.value(FOLDER_KEY)
    if isinstance(folder, str) and folder and folder != PLUGINS.folder:
        PLUGINS.set_folder(folder)
    return PLUGINS


def choose_folder(settings: QSettings, folder: str | None) -> Plugins:
    """The user chose ``folder`` (None: no folder): remember it and load it."""
    settings.setValue(FOLDER_KEY, folder or "")
    PLUGINS.set_folder(folder)
    return PLUGINS
