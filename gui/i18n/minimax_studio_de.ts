<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ExportPicture</name>
    <message>
        <location filename="../pictures/export_picture.py" line="35" />
        <source>SVG picture (*.svg);;PNG image (*.png)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../pictures/export_picture.py" line="109" />
        <source>Export {0}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../pictures/export_picture.py" line="119" />
        <source>Export picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <location filename="../pictures/export_picture.py" line="120" />
        <source>The picture was not saved. {0}</source>
        <translation>Das Bild wurde nicht gespeichert. {0}</translation>
    </message>
    <message>
        <location filename="../pictures/export_picture.py" line="127" />
        <source>Export {0} as SVG or PNG…</source>
        <translation>{0} als SVG oder PNG exportieren…</translation>
    </message>
</context>
<context>
    <name>LearnPanel</name>
    <message>
        <location filename="../learn/panel.py" line="106" />
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="110" />
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="111" />
        <source>The course's lessons, each with how many of its tasks are done</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="119" />
        <source>&amp;Open lessons…</source>
        <translation>Lektionen ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="120" />
        <source>Open a folder of lesson files, or one file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="122" />
        <source>A &amp;folder of lessons…</source>
        <translation>Einen &amp;Ordner mit Lektionen…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="123" />
        <source>One lesson &amp;file…</source>
        <translation>Eine Lektions&amp;datei…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="125" />
        <source>&amp;Reset progress</source>
        <translation>Fortschritt &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="126" />
        <source>Forget which tasks are done, in every lesson</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="127" />
        <source>E&amp;xport report…</source>
        <translation>Bericht e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="128" />
        <source>Save a short report of the tasks done, for a teacher</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="132" />
        <source>&amp;Forget opened lessons</source>
        <translation>Geöffnete Lektionen &amp;vergessen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="133" />
        <source>Show the built-in course only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="141" />
        <source>Lessons that could not be loaded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="147" />
        <source>Lesson text</source>
        <translation>Lektionstext</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="154" />
        <location filename="../learn/panel.py" line="161" />
        <location filename="../learn/panel.py" line="343" />
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="171" />
        <source>Tree of the task</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="172" />
        <source>Click a leaf to mark or unmark it as never evaluated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="176" />
        <source>Tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="178" />
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="179" />
        <location filename="../learn/panel.py" line="181" />
        <source>Evaluation weights</source>
        <translation>Gewichte der Bewertung</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="190" />
        <source>&amp;Answer:</source>
        <translation>&amp;Antwort:</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="193" />
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="199" />
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="200" />
        <source>Check the answer with the engine (Enter)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="204" />
        <source>&amp;Previous task</source>
        <translation>&amp;Vorige Aufgabe</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="204" />
        <source>The task before this one (Alt+P)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="206" />
        <source>&amp;Next task</source>
        <translation>&amp;Nächste Aufgabe</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="206" />
        <source>The task after this one (Alt+N)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="208" />
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="208" />
        <source>Show the task's hint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="209" />
        <location filename="../learn/panel.py" line="363" />
        <source>Ne&amp;w exercise</source>
        <translation>Neue Ü&amp;bung</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="209" />
        <source>Another tree for this task (a new seed)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="219" />
        <source>What the engine says about your answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="233" />
        <source>Task {0} of {1}</source>
        <translation>Aufgabe {0} von {1}</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="234" />
        <source> — done ✓</source>
        <translation> — erledigt ✓</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="255" />
        <source>No lessons to show.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="272" />
        <source>Open a folder of lessons</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="278" />
        <source>Open a lesson file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="279" />
        <source>Lessons (*.md);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="292" />
        <source>Stop showing the lessons of {0}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="363" />
        <source>Ne&amp;w game</source>
        <translation>Neue &amp;Partie</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="364" />
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="364" />
        <source>New exercise</source>
        <translation>Neue Übung</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="384" />
        <source>Weights of the evaluation “{0}”</source>
        <translation>Gewichte der Bewertung „{0}“</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="387" />
        <source>Weight {0}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="401" />
        <location filename="../learn/panel.py" line="443" />
        <source>Game over</source>
        <translation>Partie zu Ende</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="401" />
        <source>{0} to move</source>
        <translation>{0} am Zug</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="445" />
        <source>Your move ({0})</source>
        <translation>Ihr Zug ({0})</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="447" />
        <source>The computer ({0}) is thinking…</source>
        <translation>Der Computer ({0}) denkt nach…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="513" />
        <source>Press Enter for the next task.</source>
        <translation>Eingabetaste für die nächste Aufgabe.</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="521" />
        <source>Hint: {0}</source>
        <translation>Tipp: {0}</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="534" />
        <source>Export a progress report</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="535" />
        <source>Text (*.txt)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="547" />
        <source>Cannot write the report to {0}: {1}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="550" />
        <source>Report saved to {0}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="555" />
        <source>Reset progress</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/panel.py" line="556" />
        <source>Forget which tasks are done, in every lesson?</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LearnWording</name>
    <message>
        <location filename="../learn/wording.py" line="10" />
        <source>What is this node's minimax value?</source>
        <translation>Welchen Minimax-Wert hat dieser Knoten?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="11" />
        <source>Which leaves does alpha-beta never evaluate?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="12" />
        <source>How many leaves does alpha-beta evaluate?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="13" />
        <source>Which move does minimax choose?</source>
        <translation>Welchen Zug wählt Minimax?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="14" />
        <source>What are α and β when alpha-beta enters this node?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="15" />
        <source>Write the principal variation.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="16" />
        <source>Who moves next?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="17" />
        <source>How many legal moves are there?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="18" />
        <source>Is the game over here (yes or no)?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="19" />
        <source>What is the utility for the first player?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="20" />
        <source>Which move does Monte Carlo tree search play with these playouts?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="21" />
        <source>Which leaves does Star1 never evaluate?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="22" />
        <source>How many nodes does the transposition table save alpha-beta here?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="23" />
        <source>What is the position worth at this depth with quiescence search?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="24" />
        <source>Play the side to move against the computer: win if you can, else hold the draw.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="26" />
        <source>Set the evaluation's weights so that the computer plays the move asked for.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="30" />
        <source>a number, for example 5</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="31" />
        <source>leaf names, for example B2, B3 (or click the leaves); none if alpha-beta evaluates them all</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="33" />
        <location filename="../learn/wording.py" line="38" />
        <source>a number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="34" />
        <source>a child's name or a move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="35" />
        <source>α then β, for example: -inf, 10</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="36" />
        <source>names or moves in a row</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="37" />
        <source>a player's name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="39" />
        <source>yes or no</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="40" />
        <source>a number: 1, 0 or -1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="41" />
        <source>a move (or click it on the board)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="42" />
        <source>leaf names, for example F2, G1 (or click the leaves); none if Star1 evaluates them all</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="44" />
        <source>a number of nodes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="45" />
        <source>a number, for example 12</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="46" />
        <source>play on the board: the game's moves are written here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../learn/wording.py" line="47" />
        <source>weights as name=value, for example w1=1, w2=4 (or set them above)</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>