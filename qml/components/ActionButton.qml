import QtQuick
import QtQuick.Controls
import Starboard

// A button of the app's own look: a rounded, filled surface; `primary` makes it the gold
// call to action of its screen.
Button {
    id: button

    property bool primary: false
    // The hint ("Suggest a move") points at this button.
    property bool suggested: false
    // A click meant for what the button said a moment ago is not taken for what it says now
    // (the game moved on by itself: a phase ended after the player's last step, the
    // computer answered at once, and "End movement" became "End turn" under the pointer):
    // for `changeGuard` ms after its text changes or it appears, the pointer's clicks are
    // ignored. The keyboard acts at once (it has to be aimed on purpose).
    property int changeGuard: AppSettings.clickGuard
    readonly property bool guarded: guardTimer.running

    // Enter and Return press a focused button as Space does (Qt Quick's buttons take only
    // Space), and go to this button rather than to a dialog's default (AppDialog's Shortcut).
    // Only a plain Return: Ctrl+Return stays the window's "end the turn" shortcut even while a
    // button has the focus (it pressed the button instead; found by hand in session 18).
    Keys.onShortcutOverride: event => event.accepted = button.plainEnter(event)
    Keys.onReturnPressed: event => button.pressEnter(event)
    Keys.onEnterPressed: event => button.pressEnter(event)

    function plainEnter(event) {
        return (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) && (event.modifiers & ~Qt.KeypadModifier) === Qt.NoModifier;
    }
    // True while a click made by Enter or Return is handled (onClicked may pass the keyboard
    // on: the pass screen gives it to the board).
    property bool enterClicking: false
    function pressEnter(event) {
        if (button.plainEnter(event)) {
            button.enterClicking = true;
            button.clicked();
            button.enterClicking = false;
        } else {
            event.accepted = false;
        }
    }

    onTextChanged: button.guard()
    onVisibleChanged: button.guard()

    function guard() {
        if (button.changeGuard > 0 && button.visible)
            guardTimer.restart();
    }

    leftPadding: Theme.spacingLarge + 2
    rightPadding: Theme.spacingLarge + 2
    topPadding: Theme.spacing + 1
    bottomPadding: Theme.spacing + 1
    font.bold: button.primary
    hoverEnabled: true

    contentItem: Label {
        text: button.text
        font: button.font
        color: !button.enabled ? Theme.textDisabled : button.primary ? Theme.accentInk : Theme.text
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        // Squeezed (a long translation in a narrow window): smaller type before "…".
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 10
        elide: Text.ElideRight
    }

    // Made only while the hint points here (most buttons never are).
    Repeater {
        model: button.suggested ? 1 : 0

        HintRing {
            anchors.fill: parent
            anchors.margins: -4
            radius: Theme.radius + 4
        }
    }

    // The keyboard focus on a gold button (its border is the gold already): the board's
    // white cursor ring around it.
    Rectangle {
        objectName: "focusRing"
        anchors.fill: parent
        anchors.margins: -4
        visible: button.visualFocus && button.primary
        radius: Theme.radius + 4
        color: "transparent"
        border.color: Theme.keyboardCursor
        border.width: 2
    }

    Timer {
        id: guardTimer

        interval: button.changeGuard
    }
    // Takes the presses while guarded (a child receives them before the button).
    MouseArea {
        anchors.fill: parent
        enabled: button.guarded
        acceptedButtons: Qt.AllButtons
    }

    background: Rectangle {
        implicitWidth: 88
        implicitHeight: 36
        radius: Theme.radius
        color: {
            if (!button.enabled)
                return Theme.surface;
            if (button.primary)
                return button.down ? Qt.darker(Theme.accent, 1.15) : button.hovered ? Theme.accentHover : Theme.accent;
            return button.down ? Theme.surface : button.hovered ? Theme.surfaceHover : Theme.surfaceRaised;
        }
        // In high contrast a focused primary button has a white ring (its fill is the accent).
        border.color: {
            if (button.primary)
                return button.visualFocus && Theme.highContrast ? Theme.keyboardCursor : "transparent";
            return button.visualFocus ? Theme.accent : Theme.borderStrong;
        }
        border.width: button.visualFocus ? Theme.buttonFocusWidth : Theme.borderWidth
    }
}
