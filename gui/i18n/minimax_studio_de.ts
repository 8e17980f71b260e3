<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BoardGrid</name>
    <message>
        <location filename="../window/editor_grid.py" line="67"/>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompareChart</name>
    <message>
        <location filename="../window/compare.py" line="267"/>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="269"/>
        <source>searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="270"/>
        <source>searching… {0} nodes · {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="273"/>
        <source>stopped by you after {0} nodes · {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="275"/>
        <source>stopped at {0} nodes · {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="277"/>
        <source>{0} tree nodes · {1} · value {2} (most-visited move&apos;s mean, {3} playouts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="286"/>
        <location filename="../window/compare.py" line="307"/>
        <source>{0} nodes{1} · {2} · value {3} {4}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="313"/>
        <source>Nodes searched (log scale; each variant capped at {0}) · time · value (✓ = the same as {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="315"/>
        <source>Nodes searched (linear scale; each variant capped at {0}) · time · value (✓ = the same as {1})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <location filename="../window/compare.py" line="364"/>
        <source>Compare algorithms</source>
        <translation>Algorithmen vergleichen</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="374"/>
        <source>Log scale</source>
        <translation>Logarithmische Skala</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="376"/>
        <source>A log scale shows small counts next to huge ones; a linear one shows the saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="379"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="380"/>
        <source>Search again</source>
        <translation>Erneut suchen</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="409"/>
        <source>{0}: searched to the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="411"/>
        <source>{0}: searched to depth {1} with the {2} evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="414"/>
        <source>{0}: searched to depth {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="416"/>
        <source>Each variant stops at {0} nodes (a hatched bar). ✓: the same value as minimax; the percentage: nodes against minimax&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="419"/>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="437"/>
        <source>Searching {0} of {1}: {2}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="452"/>
        <source>Stopped: {0} of {1} variants finished (kept on the chart).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="453"/>
        <source>Stopped: {0} of {1} variants finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="464"/>
        <source>Every finished variant found the same value ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="465"/>
        <source>The values differ: a bug — please report it with this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="467"/>
        <source>Fewest nodes: {0}, {1} — {2} of minimax&apos;s (minimax was stopped: the true saving is larger).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="468"/>
        <source>Fewest nodes: {0}, {1} — {2} of minimax&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="476"/>
        <source>The comparison failed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <location filename="../window/startup.py" line="76"/>
        <source>The full traceback is also in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/startup.py" line="88"/>
        <source>{0}

{1} more error(s) since this message opened; each is in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/startup.py" line="94"/>
        <source>Minimax Studio: an internal error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/startup.py" line="95"/>
        <source>Something went wrong inside Minimax Studio (a bug). The application goes on; please report it with the details below.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExplorerMode</name>
    <message>
        <location filename="../window/explorer_mode.py" line="47"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../window/explorer_mode.py" line="54"/>
        <source>Tree explorer</source>
        <translation>Baum-Explorer</translation>
    </message>
    <message>
        <location filename="../window/explorer_mode.py" line="55"/>
        <source>Play and watch the computer think</source>
        <translation>Spielen und dem Computer beim Denken zusehen</translation>
    </message>
    <message>
        <location filename="../window/explorer_mode.py" line="56"/>
        <source>Textbook trees drawn as trees, alpha-beta step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/explorer_mode.py" line="58"/>
        <source>Tree &amp;explorer</source>
        <translation>Baum-&amp;Explorer</translation>
    </message>
    <message>
        <location filename="../window/explorer_mode.py" line="61"/>
        <source>Switch between the game and the tree explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/explorer_mode.py" line="82"/>
        <source>Tree explorer: type a tree or pick an example; {0} returns to the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportPicture</name>
    <message>
        <location filename="../pictures/export_picture.py" line="35"/>
        <source>SVG picture (*.svg);;PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pictures/export_picture.py" line="109"/>
        <source>Export {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pictures/export_picture.py" line="119"/>
        <source>Export picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <location filename="../pictures/export_picture.py" line="120"/>
        <source>The picture was not saved. {0}</source>
        <translation>Das Bild wurde nicht gespeichert. {0}</translation>
    </message>
    <message>
        <location filename="../pictures/export_picture.py" line="127"/>
        <source>Export {0} as SVG or PNG…</source>
        <translation>{0} als SVG oder PNG exportieren…</translation>
    </message>
</context>
<context>
    <name>GameEvaluation</name>
    <message>
        <location filename="../window/game_evaluation.py" line="56"/>
        <source>Evaluation graph</source>
        <translation>Bewertungsverlauf</translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="60"/>
        <location filename="../window/game_evaluation.py" line="190"/>
        <location filename="../window/game_evaluation.py" line="200"/>
        <source>Analyse the &amp;whole game</source>
        <translation>&amp;Ganzes Spiel analysieren</translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="62"/>
        <source>Search every position of the game that has no value yet, for the evaluation graph (again to stop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="131"/>
        <source>Analysis of the game stopped: the values found so far stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="142"/>
        <source>Every position of the game has a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="150"/>
        <source>Stop analysing the &amp;whole game</source>
        <translation>Analyse des &amp;ganzen Spiels stoppen</translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="168"/>
        <source>Analysing the whole game: position {0} of {1} (after {2} plies, {3})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="186"/>
        <source>Analysing the game failed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="191"/>
        <source>Analysed {0} positions of the game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeapEditor</name>
    <message>
        <location filename="../window/heap_editor.py" line="26"/>
        <source>The counters in each heap (0-{0}, up to {1} heaps) and the side to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="32"/>
        <source>Add heap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="34"/>
        <source>Remove heap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="36"/>
        <source>Start position</source>
        <translation>Anfangsstellung</translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="38"/>
        <source>Side to move:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="52"/>
        <source>heap {0}: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="53"/>
        <source>Heap {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="87"/>
        <source>A legal position: the game is over (no counters left).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../window/help_dialog.py" line="18"/>
        <source>Help page</source>
        <translation>Hilfeseite</translation>
    </message>
    <message>
        <location filename="../window/help_dialog.py" line="25"/>
        <source>Help: {0}</source>
        <translation>Hilfe: {0}</translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <location filename="../help/__init__.py" line="22"/>
        <source>How to read the search tree</source>
        <translation>Wie man den Suchbaum liest</translation>
    </message>
    <message>
        <location filename="../help/__init__.py" line="23"/>
        <source>Using Minimax Studio</source>
        <translation>Minimax Studio benutzen</translation>
    </message>
    <message>
        <location filename="../help/__init__.py" line="30"/>
        <source>About</source>
        <translation>Über</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../window/language.py" line="27"/>
        <source>&amp;Language</source>
        <translation>Spr&amp;ache</translation>
    </message>
    <message>
        <location filename="../window/language.py" line="29"/>
        <source>The language of the window&apos;s words, from the next start</source>
        <translation>Die Sprache des Fensters, ab dem nächsten Start</translation>
    </message>
    <message>
        <location filename="../window/language.py" line="39"/>
        <source>System language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <location filename="../window/language.py" line="59"/>
        <source>the system&apos;s language</source>
        <translation>die Sprache des Systems</translation>
    </message>
    <message>
        <location filename="../window/language.py" line="60"/>
        <source>Minimax Studio will use {0} from its next start.</source>
        <translation>Minimax Studio verwendet {0} ab dem nächsten Start.</translation>
    </message>
    <message>
        <location filename="../window/language.py" line="64"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
</context>
<context>
    <name>LearnPanel</name>
    <message>
        <location filename="../learn/panel.py" line="120"/>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="124"/>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="125"/>
        <source>The course&apos;s lessons, each with how many of its tasks are done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="133"/>
        <source>&amp;Open lessons…</source>
        <translation>Lektionen ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="134"/>
        <source>Open a folder of lesson files, or one file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="136"/>
        <source>A &amp;folder of lessons…</source>
        <translation>Einen &amp;Ordner mit Lektionen…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="137"/>
        <source>One lesson &amp;file…</source>
        <translation>Eine Lektions&amp;datei…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="139"/>
        <source>&amp;Reset progress</source>
        <translation>Fortschritt &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="140"/>
        <source>Forget which tasks are done, in every lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="141"/>
        <source>E&amp;xport report…</source>
        <translation>Bericht e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="142"/>
        <source>Save a short report of the tasks done, for a teacher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="146"/>
        <source>&amp;Forget opened lessons</source>
        <translation>Geöffnete Lektionen &amp;vergessen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="147"/>
        <source>Show the built-in course only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="155"/>
        <source>Lessons that could not be loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="161"/>
        <source>Lesson text</source>
        <translation>Lektionstext</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="168"/>
        <location filename="../learn/panel.py" line="175"/>
        <location filename="../learn/panel.py" line="360"/>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="185"/>
        <source>Tree of the task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="186"/>
        <source>Click a leaf to mark or unmark it as never evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="190"/>
        <source>Tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="192"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="193"/>
        <location filename="../learn/panel.py" line="195"/>
        <source>Evaluation weights</source>
        <translation>Gewichte der Bewertung</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="204"/>
        <source>&amp;Answer:</source>
        <translation>&amp;Antwort:</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="207"/>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="213"/>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="214"/>
        <source>Check the answer with the engine (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="218"/>
        <source>&amp;Previous task</source>
        <translation>&amp;Vorige Aufgabe</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="218"/>
        <source>The task before this one (Alt+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="220"/>
        <source>&amp;Next task</source>
        <translation>&amp;Nächste Aufgabe</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="220"/>
        <source>The task after this one (Alt+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="222"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="222"/>
        <source>Show the task&apos;s hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="223"/>
        <location filename="../learn/panel.py" line="380"/>
        <source>Ne&amp;w exercise</source>
        <translation>Neue Ü&amp;bung</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="223"/>
        <source>Another tree for this task (a new seed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="233"/>
        <source>What the engine says about your answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="247"/>
        <source>Task {0} of {1}</source>
        <translation>Aufgabe {0} von {1}</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="248"/>
        <source> — done ✓</source>
        <translation> — erledigt ✓</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="272"/>
        <source>No lessons to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="289"/>
        <source>Open a folder of lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="295"/>
        <source>Open a lesson file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="296"/>
        <source>Lessons (*.md);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="309"/>
        <source>Stop showing the lessons of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="380"/>
        <source>Ne&amp;w game</source>
        <translation>Neue &amp;Partie</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="381"/>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="381"/>
        <source>New exercise</source>
        <translation>Neue Übung</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="401"/>
        <source>Weights of the evaluation “{0}”</source>
        <translation>Gewichte der Bewertung „{0}“</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="404"/>
        <source>Weight {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="419"/>
        <source>The position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="421"/>
        <location filename="../learn/panel.py" line="463"/>
        <source>Game over</source>
        <translation>Partie zu Ende</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="421"/>
        <source>{0} to move</source>
        <translation>{0} am Zug</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="465"/>
        <source>Your move ({0})</source>
        <translation>Ihr Zug ({0})</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="467"/>
        <source>The computer ({0}) is thinking…</source>
        <translation>Der Computer ({0}) denkt nach…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="535"/>
        <source>Press Enter for the next task.</source>
        <translation>Eingabetaste für die nächste Aufgabe.</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="543"/>
        <source>Hint: {0}</source>
        <translation>Tipp: {0}</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="556"/>
        <source>Export a progress report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="557"/>
        <source>Text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="569"/>
        <source>Cannot write the report to {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="572"/>
        <source>Report saved to {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="577"/>
        <source>Reset progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="578"/>
        <source>Forget which tasks are done, in every lesson?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LearnWording</name>
    <message>
        <location filename="../learn/wording.py" line="10"/>
        <source>What is this node&apos;s minimax value?</source>
        <translation>Welchen Minimax-Wert hat dieser Knoten?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="11"/>
        <source>Which leaves does alpha-beta never evaluate?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="12"/>
        <source>How many leaves does alpha-beta evaluate?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="13"/>
        <source>Which move does minimax choose?</source>
        <translation>Welchen Zug wählt Minimax?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="14"/>
        <source>What are α and β when alpha-beta enters this node?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="15"/>
        <source>Write the principal variation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="16"/>
        <source>Who moves next?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="17"/>
        <source>How many legal moves are there?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="18"/>
        <source>Is the game over here (yes or no)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="19"/>
        <source>What is the utility for the first player?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="20"/>
        <source>Which move does Monte Carlo tree search play with these playouts?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="21"/>
        <source>Which leaves does Star1 never evaluate?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="22"/>
        <source>How many nodes does the transposition table save alpha-beta here?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="23"/>
        <source>What is the position worth at this depth with quiescence search?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="24"/>
        <source>Play the side to move against the computer: win if you can, else hold the draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="26"/>
        <source>Set the evaluation&apos;s weights so that the computer plays the move asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="30"/>
        <source>a number, for example 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="31"/>
        <source>leaf names, for example B2, B3 (or click the leaves); none if alpha-beta evaluates them all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="33"/>
        <location filename="../learn/wording.py" line="38"/>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="34"/>
        <source>a child&apos;s name or a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="35"/>
        <source>α then β, for example: -inf, 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="36"/>
        <source>names or moves in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="37"/>
        <source>a player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="39"/>
        <source>yes or no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="40"/>
        <source>a number: 1, 0 or -1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="41"/>
        <source>a move (or click it on the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="42"/>
        <source>leaf names, for example F2, G1 (or click the leaves); none if Star1 evaluates them all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="44"/>
        <source>a number of nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="45"/>
        <source>a number, for example 12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="46"/>
        <source>play on the board: the game&apos;s moves are written here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="47"/>
        <source>weights as name=value, for example w1=1, w2=4 (or set them above)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../window/main_window.py" line="115"/>
        <source>Search tree</source>
        <translation>Suchbaum</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="116"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="117"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="118"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="135"/>
        <source>Board</source>
        <translation type="unfinished">Brett</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="143"/>
        <source>&amp;Reset layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="144"/>
        <source>Every dock back in its place and size, as on the first start</source>
        <translation>Jedes Dock wieder an seinem Platz und in seiner Größe, wie beim ersten Start</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="223"/>
        <source>Move values are from the point of view of the player to move: green is good for them, red bad; ★ marks the chosen move, = a tie, ≤ / ≥ a bound. Numbered ghosts: the principal variation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="290"/>
        <source>Start arrangement: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="312"/>
        <source>The game is over: start a new game ({0}) or undo ({1}).</source>
        <translation>Das Spiel ist vorbei: ein neues Spiel beginnen ({0}) oder zurücknehmen ({1}).</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="315"/>
        <source>Roll the die first (R or click the die).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="317"/>
        <source>Wait for the computer&apos;s move (or press Esc to make it move now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="319"/>
        <source>{0} is not a legal move.</source>
        <translation>{0} ist kein legaler Zug.</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="330"/>
        <source>You can pass only when you have no other move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="364"/>
        <source>Compare needs a position with a player to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="368"/>
        <source>Compare is for games without dice: alpha-beta has no rule for chance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="371"/>
        <source>{0}, move {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="505"/>
        <source>Evaluation lab analysing (Stop in the lab)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../window/position_editor.py" line="56"/>
        <source>Piece to place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="61"/>
        <source>Click a square to put the chosen piece there (again: take it off; right click: empty); or move with the arrows, type {0} or {1} to choose the side and a number to place that piece, . / Space to empty a square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="66"/>
        <source>Click a cell to cycle it empty → {0} → {1} (right click: back); or move with the arrows and type {0}, {1} or . / Space to empty it.</source>
        <translation>Ein Klick auf ein Feld wechselt leer → {0} → {1} (Rechtsklick: zurück); oder mit den Pfeiltasten bewegen und {0}, {1} oder . / Leertaste (leeren) tippen.</translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="76"/>
        <source>Piece:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="78"/>
        <source>Side to move:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="84"/>
        <source>not rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="85"/>
        <source>Die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="87"/>
        <source>Die:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="90"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="92"/>
        <source>Start position</source>
        <translation>Anfangsstellung</translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="130"/>
        <source>A legal position: {0} to roll the die.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreviewSync</name>
    <message>
        <location filename="../window/preview.py" line="64"/>
        <source>Before move {0}: {1} rolled {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="66"/>
        <source>{0} (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="66"/>
        <source>{0} (human)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="68"/>
        <source>Before move {0}: {1} played {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="72"/>
        <source>{0} — click the board to return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="79"/>
        <source>{0}: the values its search saw — click the board to return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="98"/>
        <source>the root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="101"/>
        <source>Preview (the game is unchanged): {0} — value {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="102"/>
        <source>Path from the root: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchView</name>
    <message>
        <location filename="../window/search_view.py" line="121"/>
        <source>{0} · growing: {1} playouts so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/search_view.py" line="182"/>
        <source>the last depth&apos;s tree; the statistics&apos; {0} count every depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/search_view.py" line="186"/>
        <source>{0} · tree of depth {1}, the last finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/search_view.py" line="187"/>
        <source>{0} · depth {1}, stopped: partial tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/search_view.py" line="202"/>
        <source>Shows the search at move {0}: not the position on the board (move {1}). Analyse (F5) to search this one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <location filename="../window/setup_dialog.py" line="29"/>
        <source>Set up position — {0}</source>
        <translation>Stellung aufbauen — {0}</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="32"/>
        <source>{0} to move</source>
        <translation type="unfinished">{0} am Zug</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="33"/>
        <source>Side to move</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="37"/>
        <source>Play from here</source>
        <translation>Von hier spielen</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="39"/>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="47"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="60"/>
        <source>A legal position: the game is over.</source>
        <translation>Eine erreichbare Stellung: Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="61"/>
        <source>A legal position: {0} to move.</source>
        <translation>Eine erreichbare Stellung: {0} am Zug.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../window/keyboard_help.py" line="27"/>
        <source>On the board: the arrow keys move the selection, Enter or Space plays the selected move.</source>
        <translation>Auf dem Brett: Die Pfeiltasten bewegen die Auswahl, Eingabe oder Leertaste spielt den gewählten Zug.</translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="61"/>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="71"/>
        <location filename="../window/keyboard_help.py" line="75"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="76"/>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="76"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="76"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="112"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="116"/>
        <source>How to use Minimax Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="118"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="119"/>
        <source>Every keyboard shortcut of the window</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <location filename="../window/status.py" line="28"/>
        <source>Game over — draw</source>
        <translation>Spiel vorbei — unentschieden</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="29"/>
        <source>Game over — {0} wins</source>
        <translation>Spiel vorbei — {0} gewinnt</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="34"/>
        <source>{0} to roll (computer, paused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/status.py" line="35"/>
        <source>{0} to roll (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/status.py" line="37"/>
        <source>{0} to roll — press R or click the die</source>
        <translation>{0} würfelt — R drücken oder auf den Würfel klicken</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="40"/>
        <source>{0} to move (computer, paused)</source>
        <translation>{0} am Zug (Computer, pausiert)</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="41"/>
        <source>{0} to move (computer)</source>
        <translation>{0} am Zug (Computer)</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="43"/>
        <source>{0} to move — your turn</source>
        <translation>{0} am Zug — Sie sind dran</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="44"/>
        <source>{0} to move</source>
        <translation type="unfinished">{0} am Zug</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="48"/>
        <source>{0} passes — {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/status.py" line="58"/>
        <source>Engine idle</source>
        <translation>Engine untätig</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="100"/>
        <source>{0} — {1} nodes, {2} s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SuiteDialog</name>
    <message>
        <location filename="../window/suite_dialog.py" line="40"/>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="40"/>
        <source>Empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="41"/>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="41"/>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="42"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="42"/>
        <source>Expected value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="43"/>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="43"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="44"/>
        <source>Time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="44"/>
        <source>Nodes/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="46"/>
        <source>Test suites (*.obf *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="47"/>
        <source>no suite run yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="55"/>
        <source>Run test suite</source>
        <translation>Testsammlung lösen</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="60"/>
        <source>a suite file: Edax .obf (Othello) or Pascal Pons&apos;s MOVES SCORE lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="64"/>
        <source>Suite file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="65"/>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="67"/>
        <source>Suite:</source>
        <translation>Sammlung:</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="72"/>
        <source>Win/draw/loss only (faster; values checked by their sign)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="75"/>
        <source>Run</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="78"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="95"/>
        <source>Choose a suite and press Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="108"/>
        <source>Choose a test suite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="124"/>
        <source>choose a suite file first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="130"/>
        <source>Cannot run this suite: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="137"/>
        <source>%v / %m positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="138"/>
        <source>Line {0} skipped: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="139"/>
        <source>{0} {1} positions ({2}), {3}. Scores: {4}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="162"/>
        <source>The suite stopped: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="177"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="177"/>
        <source>NO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="178"/>
        <source> (stopped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="195"/>
        <source>{0}/{1} right; {2} of {3} positions run (stopped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="196"/>
        <source>{0}/{1} right; {2} of {3} positions run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="197"/>
        <source>; time {0} s (mean {1} s); {2} nodes ({3} nodes/s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowCommands</name>
    <message>
        <location filename="../window/actions.py" line="36"/>
        <source>Human vs computer</source>
        <translation>Mensch gegen Computer</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="37"/>
        <source>Computer vs human</source>
        <translation>Computer gegen Mensch</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="38"/>
        <source>Computer vs computer</source>
        <translation>Computer gegen Computer</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="39"/>
        <source>Human vs human</source>
        <translation>Mensch gegen Mensch</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="91"/>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="92"/>
        <source>Start a new game with the current players (Undo brings this one back)</source>
        <translation>Ein neues Spiel mit denselben Spielern beginnen (Rückgängig holt dieses zurück)</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="93"/>
        <source>&amp;Open game…</source>
        <translation>Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="94"/>
        <source>Open a saved game</source>
        <translation>Ein gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="95"/>
        <source>&amp;Save game…</source>
        <translation>Spiel &amp;speichern…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="96"/>
        <source>Save the game, its moves and both players&apos; settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="97"/>
        <source>&amp;Export search tree…</source>
        <translation>Suchbaum &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="98"/>
        <source>Export the shown search tree to JSON or Graphviz DOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="99"/>
        <source>&amp;Copy position</source>
        <translation>Stellung &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="100"/>
        <source>Copy the position in the game&apos;s notation (Othello: the .obf board and side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="101"/>
        <source>&amp;Paste position</source>
        <translation>Stellung &amp;einfügen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="102"/>
        <source>Start a game from the position on the clipboard, in the game&apos;s notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="103"/>
        <source>Set &amp;up position…</source>
        <translation>Stellung &amp;aufbauen…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="104"/>
        <source>Set up a position on a board editor, then play or analyse it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="105"/>
        <source>Run test &amp;suite…</source>
        <translation>&amp;Testsammlung lösen…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="106"/>
        <source>Solve a test suite (Edax .obf, Pascal Pons&apos;s Connect Four sets) and check every answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="108"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="108"/>
        <source>Quit Minimax Studio</source>
        <translation>Minimax Studio beenden</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="109"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="109"/>
        <location filename="../window/actions.py" line="236"/>
        <source>Take back a move</source>
        <translation>Einen Zug zurücknehmen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="110"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="111"/>
        <location filename="../window/actions.py" line="239"/>
        <source>Replay an undone move</source>
        <translation>Einen zurückgenommenen Zug wiederholen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="112"/>
        <source>&amp;Roll the die</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="113"/>
        <source>Roll the die (on your roll, in a game of chance)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="114"/>
        <source>Pa&amp;ss</source>
        <translation>P&amp;assen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="114"/>
        <source>Pass: you have no move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="115"/>
        <source>&amp;Hint</source>
        <translation type="unfinished">&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="116"/>
        <source>Ask the engine for the best move, without playing it</source>
        <translation>Die Engine nach dem besten Zug fragen, ohne ihn zu spielen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="117"/>
        <source>&amp;Analyse position</source>
        <translation>Stellung &amp;analysieren</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="118"/>
        <source>Compute the exact value of every legal move</source>
        <translation>Den genauen Wert jedes legalen Zuges berechnen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="119"/>
        <source>Co&amp;mpare algorithms…</source>
        <translation>Algorithmen &amp;vergleichen…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="121"/>
        <source>Search this position with minimax, alpha-beta and each enhancement; chart the nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="123"/>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="124"/>
        <source>Stop the search: the computer plays its best move so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="125"/>
        <location filename="../window/actions.py" line="223"/>
        <source>&amp;Pause computer</source>
        <translation>Computer &amp;pausieren</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="126"/>
        <source>Pause or resume the computer (computer-vs-computer games)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="127"/>
        <source>Expand principal &amp;variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="128"/>
        <source>Expand the principal variation in the search tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="129"/>
        <source>Show move &amp;values</source>
        <translation>Zug&amp;werte zeigen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="130"/>
        <source>Write each legal move&apos;s value on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="131"/>
        <source>Show principal variation on the &amp;board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="132"/>
        <source>Draw the principal variation as numbered ghost moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="163"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="171"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="178"/>
        <source>&amp;Tournament…</source>
        <translation>&amp;Turnier…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="180"/>
        <source>&amp;Players</source>
        <translation>S&amp;pieler</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="183"/>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="186"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="195"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="196"/>
        <source>&amp;Learn: lessons and exercises</source>
        <translation>&amp;Lernen: Lektionen und Übungen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="200"/>
        <source>&amp;About Minimax Studio</source>
        <translation>&amp;Über Minimax Studio</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="205"/>
        <source>Main toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="223"/>
        <source>&amp;Resume computer</source>
        <translation>Computer &amp;fortsetzen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="237"/>
        <source>Bring back the previous game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="240"/>
        <source>Bring back the later game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <location filename="../window/dialogs.py" line="53"/>
        <source>About Minimax Studio</source>
        <translation>Über Minimax Studio</translation>
    </message>
    <message>
        <location filename="../window/dialogs.py" line="57"/>
        <source>Play board games against the computer and watch minimax and alpha-beta think.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <location filename="../window/files.py" line="24"/>
        <source>Minimax Studio games (*.mmgame.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/files.py" line="25"/>
        <source>Search tree as JSON (*.json);;Graphviz DOT (*.dot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/files.py" line="56"/>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../window/files.py" line="68"/>
        <source>Saved {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/files.py" line="73"/>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../window/files.py" line="84"/>
        <source>Could not open the game: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/files.py" line="89"/>
        <source>Opened {0}{1} — Undo ({2}) at its start brings the previous game back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/files.py" line="96"/>
        <source>There is no search tree to export yet: let the computer move, or ask for a hint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/files.py" line="98"/>
        <source>Export search tree</source>
        <translation>Suchbaum exportieren</translation>
    </message>
    <message>
        <location filename="../window/files.py" line="110"/>
        <source>Could not export the search tree: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/files.py" line="113"/>
        <source>Exported the search tree to {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowPositions</name>
    <message>
        <location filename="../window/positions.py" line="48"/>
        <source>{0} positions have no text form: save the game instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/positions.py" line="52"/>
        <source>Copied the position: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/positions.py" line="63"/>
        <source>The clipboard holds no text: copy a position first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/positions.py" line="68"/>
        <source>Cannot paste this {0} position: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/positions.py" line="77"/>
        <source>{0} has no board editor: paste a position instead (File ▸ Paste position).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
